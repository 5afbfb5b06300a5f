export * from '../../market-setup-messages';
