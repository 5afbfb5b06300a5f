export * from '../../import-messages';
