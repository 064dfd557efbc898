import Box from '@mui/material/Box';

/**
 * An article's cover (its social card, 1200x630). It repeats the title the page or card says in
 * text, so it is decorative (empty alt); its box is reserved by the aspect ratio before it loads,
 * so nothing below it moves. `lazy` for lists, eager with high priority for the article's own.
 */
export function ArticleCover({ src, lazy = false, testId }: { src: string; lazy?: boolean; testId: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={1200}
      height={630}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : { fetchPriority: 'high' })}
      data-testid={testId}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '1200 / 630',
        bgcolor: 'action.hover',
        ...(lazy ? {} : { borderRadius: 2 }),
      }}
    />
  );
}
