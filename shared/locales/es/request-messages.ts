export * from '../../request-messages';
