import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export interface PinInputProps {
  /** The digits typed so far (at most `length`). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  length: number;
  /** Accessible name of the group; each box is "<label> <n> of <length>". */
  label: string;
  boxLabel: (index: number) => string;
  error?: boolean;
  disabled?: boolean;
  describedBy?: string;
  id?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A PIN as `length` one-digit boxes (MUI TextFields): typing a digit fills the box and moves
 * on, Backspace clears the box (or, when it is empty, the one before and moves back), the
 * arrow keys move, and pasting fills every box from the first. Non-digits are ignored.
 */
export function PinInput({
  value,
  onChange,
  onBlur,
  length,
  label,
  boxLabel,
  error,
  disabled,
  describedBy,
  id = 'pin',
}: PinInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // the value as last emitted: focus moves happen before the parent re-renders with it
  const latest = useRef(value);
  latest.current = value;
  const emit = (next: string) => {
    latest.current = next;
    onChange(next);
  };
  const focus = (index: number) => {
    const target = boxes.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');
  const current = () => Array.from({ length }, (_, i) => latest.current[i] ?? '');

  const setAt = (index: number, digit: string) => {
    const next = current();
    next[index] = digit;
    // keep the value contiguous: a cleared box in the middle drops what follows it
    const cut = next.findIndex((c) => c === '');
    emit((cut === -1 ? next : next.slice(0, cut)).join(''));
  };

  const handleInput = (index: number, raw: string) => {
    const typed = digitsOf(raw);
    const chars = current();
    if (typed.length === 0) {
      if (raw === '') setAt(index, '');
      return;
    }
    if (typed.length === 1 || (typed.length === 2 && chars[index])) {
      // one new digit (next to the one the box held, if any: keep the new one)
      const digit = typed.length === 1 ? typed : typed[0] === chars[index] ? typed[1]! : typed[0]!;
      setAt(index, digit);
      if (index < length - 1) focus(index + 1);
      return;
    }
    // autofill or a fast typist: spread from this box on
    const merged = (chars.slice(0, index).join('') + typed).slice(0, length);
    emit(merged);
    focus(merged.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const chars = current();
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (chars[index]) setAt(index, '');
      else if (index > 0) {
        setAt(index - 1, '');
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text')).slice(0, length);
    if (!pasted) return;
    emit(pasted);
    focus(pasted.length);
  };

  return (
    <Box
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      id={id}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))`,
        gap: { xs: 0.75, sm: 1 },
        maxWidth: 360,
      }}
    >
      {chars.map((char, index) => (
        <TextField
          key={index}
          value={char}
          error={error}
          disabled={disabled}
          type="password"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => {
            // the boxes fill in order: focusing past the first empty one goes to it
            if (index > latest.current.length) focus(latest.current.length);
            else event.target.select();
          }}
          onBlur={onBlur}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              'aria-label': boxLabel(index),
              'data-testid': `${id}-box-${index}`,
              style: { textAlign: 'center', fontSize: '1.25rem', padding: '12px 0' },
            },
          }}
        />
      ))}
    </Box>
  );
}
