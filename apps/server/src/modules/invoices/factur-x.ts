import type { Invoice, InvoiceService } from '@e-invoice-eu/core';
import { type InvoiceData, type InvoiceLine, LATE_PENALTY_TEXT, RECOVERY_FEE_TEXT } from './invoice-data.js';
import { invoiceMetadata, withFrenchMetadata } from './invoice-metadata.js';
import { NO_DISCOUNT_TEXT, termsText } from './invoice-text.js';

// A pro's invoice as Factur-X (EN 16931 profile): the PDF we draw, made PDF/A-3 with its CII XML embedded
// as factur-x.xml by @e-invoice-eu/core. The amounts are the invoice's own, to the cent.

const amount = (cents: number) => (cents / 100).toFixed(2);
const percent = (rateBp: number) => String(rateBp / 100);
const UNIT_CODE = { kg: 'KGM', piece: 'H87', service: 'C62' } as const;

const silent = { log: () => {}, warn: () => {}, error: (m: string) => console.error(m) };
// Loaded on the first e-invoice: the library and its dependencies hold about 60 MB of a process's memory,
// which a server that never issues a pro's invoice should not carry (ADR 029).
let loaded: Promise<InvoiceService> | undefined;
const invoiceService = () => {
  loaded ??= import('@e-invoice-eu/core').then((m) => new m.InvoiceService(silent));
  return loaded;
};

const address = (place: { street: string; postCode: string; city: string; country: string }) => ({
  'cbc:StreetName': place.street || '-',
  'cbc:CityName': place.city || '-',
  'cbc:PostalZone': place.postCode || '-',
  'cac:Country': { 'cbc:IdentificationCode': place.country || 'FR' },
});

const vatCategory = (rateBp: number) => ({
  'cbc:ID': 'S',
  'cbc:Percent': percent(rateBp),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

function line(item: InvoiceLine) {
  return {
    'cbc:ID': String(item.line),
    ...(item.origin ? { 'cbc:Note': item.origin } : {}),
    'cbc:InvoicedQuantity': String(item.quantity),
    'cbc:InvoicedQuantity@unitCode': UNIT_CODE[item.unit],
    'cbc:LineExtensionAmount': amount(item.totalCents),
    'cbc:LineExtensionAmount@currencyID': 'EUR',
    'cac:Item': {
      'cbc:Name': item.designation,
      // The lot as an item attribute (BG-32: BT-160 "Lot", BT-161 its value), which the library writes as
      // CII ram:ApplicableProductCharacteristic: the buyer's software reads it without parsing a note.
      ...(item.lot ? { 'cac:AdditionalItemProperty': [{ 'cbc:Name': 'Lot', 'cbc:Value': item.lot }] } : {}),
      'cac:ClassifiedTaxCategory': vatCategory(item.vatRateBp),
    },
    'cac:Price': { 'cbc:PriceAmount': amount(item.unitPriceCents), 'cbc:PriceAmount@currencyID': 'EUR' },
  };
}

/** The invoice in @e-invoice-eu/core's internal (UBL-shaped) form. */
export function toEInvoice(data: InvoiceData): Invoice {
  const { seller, buyer } = data;
  const credit = data.kind === 'credit_note';
  const invoice = {
    'ubl:Invoice': {
      'cbc:ID': data.number,
      'cbc:IssueDate': data.issueDate,
      ...(credit ? {} : { 'cbc:DueDate': data.dueDate }),
      'cbc:InvoiceTypeCode': credit ? '381' : '380',
      // One note: the library writes several as one IncludedNote with several Contents, which the XSD refuses.
      'cbc:Note': [
        [
          'Nature de l’opération\u00a0: livraison de biens',
          ...(credit && data.reason ? [`Motif\u00a0: ${data.reason}`] : []),
          ...(seller.footer ? [seller.footer] : []),
        ].join(' — '),
      ],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': data.order.number,
      'cac:OrderReference': { 'cbc:ID': data.order.number },
      ...(data.invoice
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': data.invoice.number,
                  'cbc:IssueDate': data.invoice.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.siren,
          'cbc:EndpointID@schemeID': '0002',
          'cac:PartyName': { 'cbc:Name': seller.tradeName || seller.legalName },
          'cac:PostalAddress': address({ ...seller, country: 'FR' }),
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.legalName,
            'cbc:CompanyID': seller.siren,
            'cbc:CompanyID@schemeID': '0002',
            'cbc:CompanyLegalForm': [seller.legalForm, seller.registration].filter(Boolean).join(', '),
          },
          ...(seller.email || seller.phone
            ? {
                'cac:Contact': {
                  ...(seller.phone ? { 'cbc:Telephone': seller.phone } : {}),
                  ...(seller.email ? { 'cbc:ElectronicMail': seller.email } : {}),
                },
              }
            : {}),
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(buyer.siren ? { 'cbc:EndpointID': buyer.siren, 'cbc:EndpointID@schemeID': '0002' } : {}),
          'cac:PartyName': { 'cbc:Name': buyer.name },
          'cac:PostalAddress': address(buyer),
          ...(buyer.vatNumber
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
            : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': buyer.name,
            ...(buyer.siren ? { 'cbc:CompanyID': buyer.siren, 'cbc:CompanyID@schemeID': '0002' } : {}),
          },
        },
      },
      'cac:Delivery': {
        'cbc:ActualDeliveryDate': data.deliveryDate,
        ...(data.delivery ? { 'cac:DeliveryLocation': { 'cac:Address': address(data.delivery) } } : {}),
      },
      ...(credit
        ? {}
        : {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': '58',
                'cbc:PaymentID': data.number,
                'cac:PayeeFinancialAccount': {
                  'cbc:ID': seller.iban,
                  'cbc:Name': seller.legalName,
                  'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic },
                },
              },
            ],
          }),
      'cac:PaymentTerms': {
        'cbc:Note': `${termsText(data)}. Pénalités de retard\u00a0: ${LATE_PENALTY_TEXT}. ${RECOVERY_FEE_TEXT}. ${NO_DISCOUNT_TEXT}`,
      },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(data.totalVatCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': data.vat.map((v) => ({
            'cbc:TaxableAmount': amount(v.baseCents),
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': amount(v.vatCents),
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': vatCategory(v.rateBp),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(data.totalHtCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': amount(data.totalHtCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': amount(data.totalTtcCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': amount(data.totalTtcCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': data.lines.map(line),
    },
  };
  return invoice as unknown as Invoice;
}

/** The drawn PDF turned into a Factur-X PDF/A-3 carrying `factur-x.xml`. */
export async function facturX(data: InvoiceData, pdf: Buffer): Promise<Buffer> {
  const service = await invoiceService();
  const output = await service.generate(toEInvoice(data), {
    format: 'Factur-X-EN16931',
    lang: 'fr',
    noWarnings: true,
    pdf: { buffer: pdf, filename: `${data.number}.pdf`, mimetype: 'application/pdf' },
  });
  return withFrenchMetadata(output as Uint8Array, invoiceMetadata(data));
}

/** The CII XML alone (EN 16931). */
export async function ciiXml(data: InvoiceData): Promise<string> {
  const service = await invoiceService();
  return (await service.generate(toEInvoice(data), { format: 'CII', lang: 'fr', noWarnings: true })) as string;
}
