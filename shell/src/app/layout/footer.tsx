import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { legalKinds, paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { renderWhenNear, standaloneLink } from '@academy/ui';

export function Footer() {
  const { t } = useT('shell');
  const lang = useLanguage();
  const links = [
    { to: paths.aboutUs(lang), label: t('footer.aboutUs') },
    { to: paths.getStarted(lang), label: t('footer.getStarted') },
    { to: paths.learningPaths(lang), label: t('footer.learningPaths') },
    { to: paths.hackathon(lang), label: t('footer.hackathon') },
    { to: paths.pitch2024(lang), label: t('footer.pitch2024') },
    { to: paths.feedback(lang), label: t('footer.feedback') },
    ...legalKinds.map((kind) => ({ to: paths.legal(lang, kind), label: t(`footer.legal.${kind}`) })),
  ];
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 6, bgcolor: 'background.paper', ...renderWhenNear(220) }}
    >
      <Container maxWidth="lg">
        <Stack
          component="nav"
          aria-label={t('footer.nav')}
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: { xs: 0, md: 1 }, mb: 2 }}
        >
          {links.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              color="text.secondary"
              variant="body2"
              sx={standaloneLink}
            >
              {link.label}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
