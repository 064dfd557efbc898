import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { paths, SUBSCRIPTION_PROMO_FROM_USD } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, Page } from '@academy/ui';
import { useSubscriptionPackages } from './api/get-subscription-packages';
import { PackageBenefits } from './components/package-benefits';

/** Subscription packages on offer now, with prices in the page's language. */
export function SubscriptionListPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  const packages = useSubscriptionPackages();
  const cheapest = packages.data?.length
    ? Math.min(...packages.data.map((p) => p.price)) / 100
    : SUBSCRIPTION_PROMO_FROM_USD;

  return (
    <Page title={t('subscriptions.title')} lead={t('subscriptions.lead')} testId="subscription-list-page">
      <Typography data-testid="subscription-promo" sx={{ fontWeight: 600, color: 'primary.main', mb: 2 }}>
        {t('subscriptions.from', { price: cheapest })}
      </Typography>
      {packages.isPending && <ListSkeleton label={t('subscriptions.loading')} columns={3} count={3} />}
      {packages.isError && (
        <ErrorState
          title={t('subscriptions.errorTitle')}
          description={packages.error.message}
          retryLabel={t('subscriptions.retry')}
          onRetry={() => void packages.refetch()}
        />
      )}
      {packages.data?.length === 0 && (
        <EmptyState title={t('subscriptions.emptyTitle')} description={t('subscriptions.emptyDescription')} />
      )}
      {packages.data && packages.data.length > 0 && (
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {packages.data.map((pkg) => (
            <Grid key={pkg.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card
                variant="outlined"
                data-testid={`package-${pkg.slug}`}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 0.5 }}>
                    {pkg.name[lang]}
                  </Typography>
                  <Typography
                    data-testid="package-price"
                    sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}
                  >
                    {t('subscriptions.price', { price: pkg.price / 100 })}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {t('subscriptions.per', { count: pkg.durationDays })}
                  </Typography>
                  {pkg.nftMembershipCard && (
                    <Chip size="small" color="secondary" label={t('subscriptions.nftBadge')} sx={{ mb: 1 }} />
                  )}
                  {pkg.description[lang] && <Typography sx={{ mb: 1 }}>{pkg.description[lang]}</Typography>}
                  <PackageBenefits pkg={pkg} />
                </CardContent>
                <CardActions sx={{ p: 2, pt: 0 }}>
                  <Button
                    component={RouterLink}
                    to={paths.checkout(lang, pkg.id)}
                    variant="contained"
                    fullWidth
                    aria-label={t('subscriptions.chooseNamed', { name: pkg.name[lang] })}
                  >
                    {t('subscriptions.choose')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Page>
  );
}
