// The writer lives in core, where `disclosure import` writes the same text with it.
export { writePrettyJson } from '../../core/index.ts';
