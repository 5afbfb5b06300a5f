export * from '../../export-messages';
