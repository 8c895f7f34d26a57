/**
 * The receiver's avatar and name beside the receiver field (spec §3 Send state
 * receiverProfileImageUrl, receiverProfileName). The URL is checked again as it renders (state is
 * data; receiverAvatarUrl); an image that fails to load goes away, the name stays. The name is text.
 */
import { useState } from 'react';
import { receiverAvatarUrl } from './receiver-identity';

export function ReceiverProfile({ name, image }: { name?: string; image?: string }) {
  const [failed, setFailed] = useState<string>();
  const src = receiverAvatarUrl(image);
  if (!name && !src) return null;
  return (
    <p data-testid="send-receiver-profile" className="gw-muted" style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '4px 0', overflowWrap: 'anywhere' }}>
      {src && failed !== src ? (
        <img src={src} alt="" width={24} height={24} data-testid="send-receiver-avatar" referrerPolicy="no-referrer"
          style={{ borderRadius: '50%', objectFit: 'cover' }} onError={() => setFailed(src)} />
      ) : null}
      {name ? <span data-testid="send-receiver-profile-name">{name}</span> : null}
    </p>
  );
}
