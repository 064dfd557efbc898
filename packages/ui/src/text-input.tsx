import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'ref' | 'notched'> {
  label: ReactNode;
  helperText?: ReactNode;
  /** The root element (as TextField's `ref`); react-hook-form's `register` finds the input inside. */
  ref?: Ref<HTMLDivElement>;
  /** Keep the label above the field (e.g. with a placeholder or a native select). */
  shrinkLabel?: boolean;
}

/**
 * An outlined text field that looks and labels like MUI's TextField (label, helper text, error,
 * required) without its `select` machinery: TextField always brings Select, Menu, Popover and
 * Modal into the page's first load. Imported as `@academy/ui/text-input`, so each app bundles
 * only this (it is not part of the shared `@academy/ui` chunk).
 */
export function TextInput({
  id: idProp,
  label,
  helperText,
  error,
  fullWidth,
  required,
  disabled,
  size,
  sx,
  className,
  ref,
  shrinkLabel,
  inputProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      className={className}
      error={error}
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={required && label ? <>{label}&thinsp;*</> : label}
        notched={shrinkLabel || undefined}
        inputProps={{ ...inputProps, 'aria-describedby': helperTextId }}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
