export * from '../../reports-messages';
