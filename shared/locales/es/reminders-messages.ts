export * from '../../reminders-messages';
