export * from '../../public-map-messages';
