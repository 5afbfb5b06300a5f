export * from '../../vendor-edit-messages';
