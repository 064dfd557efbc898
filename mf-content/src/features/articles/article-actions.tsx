import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ShareIcon from '@mui/icons-material/Share';
import type { BlogDetail } from '@academy/contracts';
import { toast, useRequireLogin, useSessionStore, useT } from '@academy/platform';
import { useBlogFavorite } from './api/get-favorite';
import { useUpdateBlogFavorite } from './api/update-favorite';

/** Save to favourites (logged-in users; others get the login dialog) and share. */
export function ArticleActions({ article }: { article: BlogDetail }) {
  const { t } = useT('content');
  // Both buttons only work with JavaScript, yet are enabled in the server's HTML: a tap before the
  // page's scripts have run is kept and replayed once they have (the shell's early-clicks script).
  const userId = useSessionStore((s) => s.user?.id);
  const ensureLoggedIn = useRequireLogin();
  const favorite = useBlogFavorite(article.id, userId !== undefined);
  const update = useUpdateBlogFavorite(article.id);
  const saved = Boolean(userId !== undefined && favorite.data);

  const toggleFavorite = () =>
    ensureLoggedIn(() =>
      update.mutate(!saved, {
        onSuccess: () => toast(t(saved ? 'article.favorite.removed' : 'article.favorite.added'), 'success'),
      }),
    );

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, text: article.summary, url });
      } catch {
        // Closing the share sheet is not an error worth showing.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t('article.share.copied'), 'success');
    } catch {
      toast(t('article.share.failed'), 'error');
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant={saved ? 'contained' : 'outlined'}
        aria-pressed={saved}
        startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        onClick={toggleFavorite}
        disabled={update.isPending || (userId !== undefined && favorite.isPending)}
      >
        {t(saved ? 'article.favorite.saved' : 'article.favorite.save')}
      </Button>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
        {t('article.share.action')}
      </Button>
    </Stack>
  );
}
