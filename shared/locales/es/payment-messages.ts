export * from '../../payment-messages';
