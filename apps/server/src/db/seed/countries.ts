/** The countries a new installation starts with; rates are units per 1 USD (the base). */
export const SEED_COUNTRIES = [
  { code: "US", name: "United States", currency: "USD", exchangeRate: "1" },
  { code: "GB", name: "United Kingdom", currency: "GBP", exchangeRate: "0.79" },
  { code: "DE", name: "Germany", currency: "EUR", exchangeRate: "0.92" },
  { code: "FR", name: "France", currency: "EUR", exchangeRate: "0.92" },
  { code: "NG", name: "Nigeria", currency: "NGN", exchangeRate: "1550" },
  { code: "KE", name: "Kenya", currency: "KES", exchangeRate: "129.5" },
  { code: "GH", name: "Ghana", currency: "GHS", exchangeRate: "15.2" },
  { code: "ZA", name: "South Africa", currency: "ZAR", exchangeRate: "18.4" },
  { code: "IN", name: "India", currency: "INR", exchangeRate: "83.2" },
  { code: "JP", name: "Japan", currency: "JPY", exchangeRate: "151" },
  { code: "CA", name: "Canada", currency: "CAD", exchangeRate: "1.36" },
] as const;
