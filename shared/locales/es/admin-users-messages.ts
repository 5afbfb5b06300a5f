export * from '../../admin-users-messages';
