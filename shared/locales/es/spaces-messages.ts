export * from '../../spaces-messages';
