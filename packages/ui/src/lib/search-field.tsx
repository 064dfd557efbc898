import { useState, type FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** Longest query the field takes (the search API bounds it too). */
export const SEARCH_MAX_LENGTH = 200;

export interface SearchFieldProps {
  /** The field's name: its visible label, or (compact) its placeholder and accessible name. */
  label: string;
  placeholder?: string;
  /** A visible submit button with this text (the header's compact field submits with Enter). */
  submitLabel?: string;
  /** The words shown; the field follows a change (a topic link, back/forward) without remounting. */
  initialQuery?: string;
  /** Called on submit with the trimmed words (possibly empty). */
  onSearch: (query: string) => void;
  /** Small, with a search icon and no visible label (the header). */
  compact?: boolean;
  /**
   * The search page's URL: the field is then a real GET form (`?q=`), so a search sent before the
   * page's scripts have run (server-rendered) still works as a full page load.
   */
  action?: string;
  sx?: SxProps<Theme>;
}

/** The one search field: the header, the home page and the search page use it. */
export function SearchField({
  label,
  placeholder,
  submitLabel,
  initialQuery = '',
  onSearch,
  compact = false,
  action,
  sx,
}: SearchFieldProps) {
  const [query, setQuery] = useState(initialQuery);
  const [shown, setShown] = useState(initialQuery);
  if (shown !== initialQuery) {
    setShown(initialQuery);
    setQuery(initialQuery);
  }
  const form = { role: 'search', method: action ? 'get' : undefined, action } as const;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  const field = compact ? (
    <TextField
      size="small"
      name="q"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      placeholder={placeholder ?? label}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: SEARCH_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  ) : (
    <TextField
      fullWidth
      type="search"
      name="q"
      label={label}
      placeholder={placeholder}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
    />
  );
  if (compact && !submitLabel) {
    return (
      <form {...form} onSubmit={submit}>
        {field}
      </form>
    );
  }
  return (
    <Stack
      component="form"
      {...form}
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={compact ? undefined : sx}
    >
      {field}
      {submitLabel ? (
        <Button type="submit" variant="contained" sx={{ minWidth: 120 }}>
          {submitLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
