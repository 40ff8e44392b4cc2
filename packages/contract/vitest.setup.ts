import { useFrenchErrors } from './src/index.js';

useFrenchErrors();
