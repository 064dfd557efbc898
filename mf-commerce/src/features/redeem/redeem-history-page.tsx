import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { MemberOnly, QueryView } from '@academy/platform/kit';
import { ListSkeleton, Page } from '@academy/ui';
import { useRedeemHistories } from './api/get-redeem-histories';
import { statusColor } from './components/status-color';

/** The rewards the user redeemed, newest first, with where each one is now. */
export function RedeemHistoryPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  const history = useRedeemHistories();
  const browse = (
    <Button component={RouterLink} to={paths.redeem(lang)} variant="contained">
      {t('redeemHistory.browse')}
    </Button>
  );

  return (
    <Page title={t('redeemHistory.title')} lead={t('redeemHistory.lead')} testId="redeem-history-page">
      <MemberOnly
        signedOut={{
          title: t('redeemHistory.loginTitle'),
          description: t('redeemHistory.loginDescription'),
          login: t('redeemHistory.login'),
        }}
      >
        <QueryView
          query={history}
          loading={<ListSkeleton label={t('redeemHistory.loading')} variant="row" count={4} />}
          failure={{ title: t('redeemHistory.errorTitle'), retry: t('redeem.retry') }}
          empty={{
            when: (rows) => rows.length === 0,
            title: t('redeemHistory.emptyTitle'),
            description: t('redeemHistory.emptyDescription'),
            action: browse,
          }}
        >
          {(rows) => (
            <Paper variant="outlined">
              <List disablePadding>
                {rows.map((row, i) => (
                  <ListItem
                    key={row.id}
                    divider={i < rows.length - 1}
                    data-testid={`redeem-history-${row.id}`}
                    sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
                  >
                    <ListItemText
                      primary={row.rewardName[lang]}
                      secondary={t('redeemHistory.line', { count: row.points, date: new Date(row.redeemedAt) })}
                      sx={{ flex: '1 1 12rem', m: 0 }}
                    />
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                      {row.status && (
                        <Chip size="small" label={t(`tracking.status.${row.status}`)} color={statusColor(row.status)} />
                      )}
                      {row.refunded && <Chip size="small" variant="outlined" label={t('redeemHistory.refunded')} />}
                      {row.trackingId !== null && (
                        <Button
                          component={RouterLink}
                          to={`${paths.rewardTracking(lang)}?id=${row.trackingId}`}
                          size="small"
                          aria-label={t('redeemHistory.trackNamed', { name: row.rewardName[lang] })}
                        >
                          {t('redeemHistory.track')}
                        </Button>
                      )}
                    </Stack>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
        </QueryView>
      </MemberOnly>
    </Page>
  );
}
