import { cityKeyOf, type ProvinceCode } from './provinces.js';
import type { DeliveryMethod, ShippingRate, ShippingSettings } from './schemas.js';

/** Where a parcel goes, as shipping prices it: the province (null when unknown) and the postal code. */
export interface Destination {
  province: ProvinceCode | null;
  postalCode: string;
}

/**
 * The home-delivery rate to a destination: the seller's own city (same postal code digits), their
 * province, a province priced on its own, else the rest of the country. An unknown province is
 * the rest of the country.
 */
export function rateTo(settings: ShippingSettings, to: Destination): ShippingRate {
  const { home } = settings;
  const city = cityKeyOf(to.postalCode);
  if (
    to.province === settings.originProvince &&
    city !== null &&
    city === cityKeyOf(settings.originPostalCode)
  )
    return home.city;
  if (to.province === settings.originProvince) return home.province;
  return home.provinces.find((p) => p.province === to.province) ?? home.country;
}

/** A seller's lines of one purchase: what they add up to and how many units they are. */
export interface GroupToShip {
  subtotalCents: number;
  units: number;
}

/** What home delivery of a group costs: free from the seller's threshold, else the rate plus each extra unit. */
export function homeCostCents(settings: ShippingSettings, rate: ShippingRate, group: GroupToShip): number {
  if (isFreeShipping(settings, group.subtotalCents)) return 0;
  return rate.priceCents + settings.home.extraUnitCents * Math.max(0, group.units - 1);
}

/** Whether a seller's lines worth `subtotalCents` ship free. */
export const isFreeShipping = (settings: ShippingSettings, subtotalCents: number): boolean =>
  settings.home.enabled &&
  settings.home.freeFromCents !== null &&
  subtotalCents >= settings.home.freeFromCents;

/** What is missing for free shipping (null: there is none, or it is reached). */
export function missingForFreeCents(settings: ShippingSettings, subtotalCents: number): number | null {
  const from = settings.home.freeFromCents;
  if (!settings.home.enabled || from === null || subtotalCents >= from) return null;
  return from - subtotalCents;
}

/** The ways a seller delivers, home first (what a purchase gets unless the buyer picks another). */
export function methodsOf(settings: ShippingSettings): DeliveryMethod[] {
  return [
    ...(settings.home.enabled ? ['home' as const] : []),
    ...(settings.pickup.enabled ? ['pickup' as const] : []),
  ];
}

/** The way a purchase uses: the one asked for when the seller offers it, else the seller's first. */
export function chosenMethod(settings: ShippingSettings, asked: DeliveryMethod | undefined): DeliveryMethod {
  const offered = methodsOf(settings);
  return asked && offered.includes(asked) ? asked : (offered[0] ?? 'pickup');
}

/** Business days from the purchase to the first and last day a way of delivery may arrive. */
export function businessDaysOf(
  settings: ShippingSettings,
  method: DeliveryMethod,
  to: Destination,
): { min: number; max: number } {
  if (method === 'pickup') return { min: settings.dispatchDays, max: settings.dispatchDays };
  const rate = rateTo(settings, to);
  return { min: settings.dispatchDays + rate.minDays, max: settings.dispatchDays + rate.maxDays };
}
