import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { ThaiText } from '@academy/ui';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` around the matched words, case-insensitively; odd entries are the matches. */
export function splitOnTerms(text: string, terms: readonly string[]): string[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [text];
  return text.split(new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu'));
}

/** Text with the search's matched words wrapped in <mark> (React elements, never raw HTML), Thai broken between words. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = splitOnTerms(text, terms);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Box component="mark" key={index} sx={{ bgcolor: '#fff1a8', color: '#1b1b1b', borderRadius: 0.5, px: 0.25 }}>
            <ThaiText>{part}</ThaiText>
          </Box>
        ) : (
          <Fragment key={index}>
            <ThaiText>{part}</ThaiText>
          </Fragment>
        ),
      )}
    </>
  );
}
