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
    // A real GET form to the search page: a search sent before the page's scripts have run
    // (server-rendered) still works, as a full page load; after hydration it navigates in the app.
    <form role="search" method="get" action={paths.search(lang)} onSubmit={submit}>
      <TextField
        size="small"
        name="q"
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
