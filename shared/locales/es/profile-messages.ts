export * from '../../profile-messages';
