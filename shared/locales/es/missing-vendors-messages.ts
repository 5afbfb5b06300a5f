export * from '../../missing-vendors-messages';
