import * as nach from 'nach2'
import { centsAsDollars } from '../../../common/billing/billing-rules.ts'
import type { ClubDate } from '../../../common/club-time.ts'

/** The club's side of its ACH debits: its bank and how the bank knows it (config `ACH_*`). */
export interface AchOriginator {
  bankRouting: string
  bankName: string
  companyName: string
  companyId: string
}

/** One debit, with the member's bank numbers in clear: such an object lives only while the file is written. */
export interface DebitInstruction {
  routingNumber: string
  accountNumber: string
  accountType: 'Checking' | 'Savings' | null
  /** Who the bank debits: their name as the bank statement shows it. */
  name: string
  /** The invoice's number, which the member's bank statement shows. */
  identification: string
  amountCents: number
}

/** What a NACHA name field takes: letters without accents, upper case, digits and a little punctuation. */
export function achName(name: string, width: number): string {
  const folded = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 &.,'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return (folded || 'MEMBER').slice(0, width)
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/**
 * A NACHA file of PPD debits for one batch, written by nach2: file header, batch header, one entry per debit (27 from
 * a checking account, 37 from savings), batch and file control with the entry hash and totals, 94-character records
 * padded with 9s to a multiple of ten lines. Built in memory only; the caller sends it and keeps nothing.
 */
export async function nachaFile(
  originator: AchOriginator,
  batch: { id: number; effectiveDate: ClubDate },
  debits: readonly DebitInstruction[],
): Promise<string> {
  const [year, month, day] = batch.effectiveDate.split('-').map(Number) as [number, number, number]
  const odfi = originator.bankRouting.slice(0, 8)
  const file = new nach.File({
    immediateDestination: originator.bankRouting,
    immediateOrigin: originator.companyId,
    immediateDestinationName: originator.bankName,
    immediateOriginName: originator.companyName,
    referenceCode: `B${String(batch.id).padStart(7, '0')}`.slice(-8),
    batchSequenceNumber: 1,
  })
  const entries = new nach.Batch({
    serviceClassCode: '225',
    companyName: originator.companyName,
    standardEntryClassCode: 'PPD',
    companyIdentification: originator.companyId,
    companyEntryDescription: 'CLUB FEES',
    companyDescriptiveDate: `${MONTHS[month - 1]} ${day}`,
    // nach2 writes the date from the local calendar fields, so it is built from them.
    effectiveEntryDate: new Date(year, month - 1, day),
    originatingDFI: odfi,
  })
  debits.forEach((debit, index) => {
    entries.addEntry(
      new nach.Entry({
        receivingDFI: debit.routingNumber,
        DFIAccount: debit.accountNumber,
        amount: centsAsDollars(debit.amountCents),
        idNumber: achName(debit.identification, 15),
        individualName: achName(debit.name, 22),
        discretionaryData: '  ',
        transactionCode: debit.accountType === 'Savings' ? '37' : '27',
        traceNumber: `${odfi}${String(index + 1).padStart(7, '0')}`,
      }),
    )
  })
  file.addBatch(entries)
  return new Promise((resolve) => file.generateFile(resolve))
}
