export * from '../../people-messages';
