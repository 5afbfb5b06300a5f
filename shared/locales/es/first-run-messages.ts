export * from '../../first-run-messages';
