import Box from '@mui/material/Box';
import type { NftMemberCard as NftCard } from '@academy/contracts';
import { useT } from '@academy/platform';

/** A stable hue (0-359) from the token id and contract, so every card has its own colours. */
export function cardHue(tokenId: string, contract: string | null): number {
  let hash = 2166136261;
  for (const ch of `${contract ?? ''}:${tokenId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return Math.abs(hash) % 360;
}

const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

/**
 * The membership NFT as a picture: an SVG card drawn from the token (holder, token id,
 * package, valid until, wallet). Same token, same card.
 */
export function NftMemberCard({ card }: { card: NftCard & { tokenId: string } }) {
  const { t } = useT('account');
  const hue = cardHue(card.tokenId, card.contractAddress);
  const validUntil = card.validUntil ? t('profile.subscription.card.date', { date: new Date(card.validUntil) }) : '—';
  const gradient = `nft-card-gradient-${card.tokenId}`;
  const title = t('profile.subscription.card.alt', {
    tokenId: card.tokenId,
    holder: card.holder,
    packageName: card.packageName ?? '',
    validUntil,
  });
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <svg
        viewBox="0 0 400 250"
        role="img"
        aria-label={title}
        data-testid="nft-member-card"
        style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 16 }}
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor={`hsl(${hue}, 70%, 38%)`} />
            <stop offset="100%" stopColor={`hsl(${(hue + 60) % 360}, 75%, 22%)`} />
          </linearGradient>
        </defs>
        <rect width="400" height="250" rx="16" fill={`url(#${gradient})`} />
        <circle cx="340" cy="40" r="90" fill="#ffffff" opacity="0.08" />
        <circle cx="370" cy="230" r="60" fill="#ffffff" opacity="0.06" />
        <text x="24" y="40" fill="#ffffff" fontSize="14" fontWeight="700" letterSpacing="2">
          {t('profile.subscription.card.brand')}
        </text>
        <text x="376" y="40" fill="#ffffff" fontSize="14" textAnchor="end" data-testid="nft-card-token">
          #{card.tokenId}
        </text>
        <text x="24" y="96" fill="#ffffff" fontSize="24" fontWeight="700">
          {card.packageName ?? t('profile.subscription.card.member')}
        </text>
        <text x="24" y="150" fill="#ffffff" fontSize="11" opacity="0.75">
          {t('profile.subscription.card.holder')}
        </text>
        <text x="24" y="170" fill="#ffffff" fontSize="16" fontWeight="600">
          {card.holder}
        </text>
        <text x="24" y="206" fill="#ffffff" fontSize="11" opacity="0.75">
          {t('profile.subscription.card.validUntil')}
        </text>
        <text x="24" y="226" fill="#ffffff" fontSize="14" fontWeight="600">
          {validUntil}
        </text>
        <text x="376" y="226" fill="#ffffff" fontSize="11" textAnchor="end" opacity="0.8" fontFamily="monospace">
          {short(card.walletAddress)}
        </text>
      </svg>
    </Box>
  );
}
