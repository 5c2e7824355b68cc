import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One integration's settings (whatsapp, sms, jazzcash, easypaisa, cards, safepay, leopards, postex, trax):
 * plain values as they are, secrets sealed (AES-256-GCM under SETTINGS_KEY, secret-box.ts).
 * `version` counts saves, so a save from an older read can be refused.
 */
@Entity('service_settings')
export class ServiceSettingsEntity {
  @PrimaryColumn({ type: 'varchar', length: 30 }) service!: string;
  @Column({ type: 'jsonb', default: () => `'{}'` }) values!: Record<string, string>;
  @Column({ type: 'jsonb', default: () => `'{}'` }) secrets!: Record<string, string>;
  @Column({ type: 'integer', default: 0 }) version!: number;
  @Column({ name: 'updated_by', type: 'integer', nullable: true }) updatedBy!: number | null;
  @Column({ name: 'updated_at', type: 'timestamptz', nullable: true }) updatedAt!: Date | null;
}
