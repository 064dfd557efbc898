import { useState, type FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';

export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useT('shell');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(paths.search(lang, q));
    onSearched?.();
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextField
        size="small"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('layout.searchPlaceholder')}
        slotProps={{
          htmlInput: { 'aria-label': t('layout.searchPlaceholder'), maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: '100%', md: 200, xl: 260 } }}
      />
    </form>
  );
}
