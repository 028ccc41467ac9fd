/** Defaults of the payment and company configuration. */
export const DEFAULT_COMPANY = {
  name: "QuéEstudiar",
  address: "Av. Winston Churchill 1099, Torre Empresarial, Piso 8, Santo Domingo, República Dominicana",
  supportEmail: "soporte@queestudiar.com",
  supportPhone: "+1 (809) 555-0142",
  supportHours: { es: "Lunes a viernes, 8:00 a. m. - 6:00 p. m. (GMT-4)", en: "Monday to Friday, 8AM - 6PM (GMT-4)" },
};

export const DEFAULT_PRICING = {
  originalPrice: "59.99",
  basePrice: "19.99",
  currency: "USD",
  localCurrency: "DOP",
  exchangeRate: "60.0000",
  referralDiscountPercent: "10.00",
  defaultCommissionRate: "20.00",
  /** Off the paid report of a newer test for someone who already paid for an earlier one. */
  retakeDiscountPercent: "50.00",
};
