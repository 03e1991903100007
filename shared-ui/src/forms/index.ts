import './forms.css';

/**
 * The pieces of a remote's forms (`@mall/shared-ui/forms`): its own entry, so the first page, which
 * has no form, never loads it (docs/adr/0025).
 */
export { FormError } from './form-error';
export { CountedTextarea } from './counted-textarea';
export { ScoreInput, ScoreStars } from './score';
export { PhotoPicker } from './photo-picker';
