export * from '../../market-messages';
