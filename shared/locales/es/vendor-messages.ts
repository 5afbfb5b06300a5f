export * from '../../vendor-messages';
