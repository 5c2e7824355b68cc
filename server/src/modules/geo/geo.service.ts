import { PAKISTAN } from './pakistan.data';

/** Provinces and cities of Pakistan, shipped as data (DESIGN 3.10). */
export class GeoService {
  private readonly byName = new Map(PAKISTAN.map((p) => [p.province.toLowerCase(), p]));

  /** Every province with its cities: what shipping checks a destination against. */
  list(): typeof PAKISTAN {
    return PAKISTAN;
  }

  provinces(): string[] {
    return PAKISTAN.map((p) => p.province);
  }

  /** Cities of a province (case-insensitive); empty for an unknown province. */
  cities(province: string): { name: string }[] {
    const entry = this.byName.get(province.trim().toLowerCase());
    return entry ? entry.cities.map((name) => ({ name })) : [];
  }

  isCityOf(province: string, city: string): boolean {
    return this.cities(province).some((c) => c.name.toLowerCase() === city.trim().toLowerCase());
  }
}
