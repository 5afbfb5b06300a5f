export * from '../../waitlist-messages';
