/** The part of nach2's API the ACH file uses; the package ships no types. */
declare module 'nach2' {
  interface Generated {
    generateFile(callback: (file: string) => void): void
  }
  export class File implements Generated {
    constructor(options: {
      immediateDestination: string
      immediateOrigin: string
      immediateDestinationName: string
      immediateOriginName: string
      referenceCode: string
      batchSequenceNumber?: number
    })
    addBatch(batch: Batch): void
    generateFile(callback: (file: string) => void): void
  }
  export class Batch {
    constructor(options: {
      serviceClassCode: '200' | '220' | '225'
      companyName: string
      standardEntryClassCode: string
      companyIdentification: string
      companyEntryDescription: string
      companyDescriptiveDate: string
      effectiveEntryDate: Date
      originatingDFI: string
    })
    addEntry(entry: Entry): void
  }
  export class Entry {
    constructor(options: {
      receivingDFI: string
      DFIAccount: string
      amount: string
      idNumber: string
      individualName: string
      discretionaryData: string
      transactionCode: string
      traceNumber: string
    })
  }
}
