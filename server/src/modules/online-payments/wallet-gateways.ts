/**
 * The wallet clients, made from the owner's settings each time (a save in the back office
 * takes effect on the next payment, on every instance); null while a wallet is not set up.
 */
import { EasypaisaClient } from '../easypaisa';
import { JazzCashClient } from '../jazzcash';
import type { SettingsService } from '../settings';
import type { OnlineProvider } from './payment-attempt.entity';

export const PROVIDER_LABELS: Record<OnlineProvider, string> = {
  jazzcash: 'JazzCash',
  easypaisa: 'easypaisa',
};

export class WalletGateways {
  constructor(private readonly settings: SettingsService) {}

  async jazzcash(): Promise<JazzCashClient | null> {
    const s = await this.settings.get('jazzcash');
    return s ? new JazzCashClient(s) : null;
  }

  async easypaisa(): Promise<EasypaisaClient | null> {
    const s = await this.settings.get('easypaisa');
    return s ? new EasypaisaClient(s) : null;
  }

  /** Whether the wallet's settings are all there (a payment can be started). */
  async configured(provider: OnlineProvider): Promise<boolean> {
    return (await this.settings.get(provider)) !== null;
  }
}
