import Planted

print(decode([0x61]) ?? "")
