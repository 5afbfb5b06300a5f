export * from '../../tender-messages';
