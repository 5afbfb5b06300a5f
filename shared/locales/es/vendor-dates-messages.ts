export * from '../../vendor-dates-messages';
