import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { useSessionStore, useT } from '@academy/platform';
import { contentKeys } from '../../lib/api/query-keys';
import { useReading } from './api/get-reading';
import { markArticleRead } from './api/mark-article-read';
import { saveReadingPosition } from './api/save-reading-position';

/** The region whose reading is measured: the article's body and what follows it. */
export const READING_REGION_ID = 'article-reading';
/** At most one position save per this many milliseconds while scrolling (and one when the page is left). */
const SAVE_EVERY_MS = 10_000;

function readingRegion() {
  return document.getElementById(READING_REGION_ID);
}

/** How far down the reading region the bottom of the viewport is, in percent (0-100). */
function currentPosition(): number | null {
  const region = readingRegion();
  if (!region) return null;
  const rect = region.getBoundingClientRect();
  if (rect.height <= 0) return null;
  const seen = ((window.innerHeight - rect.top) / rect.height) * 100;
  return Math.round(Math.min(100, Math.max(0, seen)) * 10) / 10;
}

/**
 * A signed-in learner's reading: the article counts as read when the learner scrolls its end into
 * view (a POST once per visit; opening the page alone never counts), and where they are is saved
 * server-side at most every 10 s while they scroll and when they leave. A visitor stores nothing,
 * and nothing goes to web storage. Renders the end marker it watches; effects only (no render reads).
 */
export function ReadingTracker({ slug }: { slug: string }) {
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (userId === undefined) return;
    let read = false;
    let lastSaved = 0;
    let lastPosition: number | null = null;
    const save = (position: number) => {
      lastSaved = Date.now();
      lastPosition = position;
      saveReadingPosition(slug, position).catch(() => undefined);
    };
    const onScroll = () => {
      const position = currentPosition();
      if (position !== null && position !== lastPosition && Date.now() - lastSaved >= SAVE_EVERY_MS) save(position);
      const marker = end.current?.getBoundingClientRect();
      if (!read && marker && marker.top <= window.innerHeight) {
        read = true;
        markArticleRead(slug)
          .then(() => queryClient.invalidateQueries({ queryKey: contentKeys.learner(userId) }))
          .catch(() => {
            read = false;
          });
      }
    };
    const onHide = () => {
      const position = currentPosition();
      if (document.visibilityState === 'hidden' && position !== null && position !== lastPosition) save(position);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [slug, userId, queryClient]);

  return <div ref={end} data-testid="article-end" aria-hidden />;
}

/** "Continue where you stopped": for a signed-in learner who left the article part-way (any device). */
export function ResumeReading({ slug }: { slug: string }) {
  const { t } = useT('content');
  const userId = useSessionStore((s) => s.user?.id);
  const reading = useReading(userId, slug);
  const position = reading.data?.position ?? 0;
  if (userId === undefined || position < 5 || position > 95) return null;
  const resume = () => {
    const region = readingRegion();
    if (!region) return;
    const rect = region.getBoundingClientRect();
    const top = window.scrollY + rect.top + (rect.height * position) / 100 - window.innerHeight;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  };
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={resume}
      data-testid="article-resume"
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('article.reading.resume', { percent: Math.round(position) })}
    </Button>
  );
}
