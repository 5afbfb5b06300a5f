export * from '../../messages';
