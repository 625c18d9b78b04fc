# sequence reports (grundy seq, periods, certificates)
