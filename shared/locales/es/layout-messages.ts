export * from '../../layout-messages';
