export { default } from '../../components/FeaturePage';
