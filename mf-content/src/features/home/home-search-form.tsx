import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';

/** The home page's search box: sends the words to the search results page. */
export function HomeSearchForm() {
  const { t } = useT('content');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search(lang, query.trim()));
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 4 }}
    >
      <TextField
        fullWidth
        type="search"
        label={t('home.search.label')}
        placeholder={t('home.search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" variant="contained" sx={{ minWidth: 120 }}>
        {t('home.search.submit')}
      </Button>
    </Stack>
  );
}
