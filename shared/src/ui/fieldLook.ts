import * as look from './field-look.module.css';

/**
 * The classes of a labelled field, for a plain `<select>` or `<input>` outside a form (a filter, a destination)
 * that must look like SelectField: `field` around, `label` on the label, `control` on the select or input.
 */
export const fieldLook: { field: string; label: string; control: string } = {
  field: look.field,
  label: look.label,
  control: look.control,
};
